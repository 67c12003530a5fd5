import { describe, expect, it } from 'vitest'
import { readGo } from '../../../src/modules/api-testing/code-go.js'
import { readHttpie } from '../../../src/modules/api-testing/code-httpie.js'
import { jsTypeTest } from '../../../src/modules/api-testing/code-js-types.js'
import { readRequestCode } from '../../../src/modules/api-testing/code-requests.js'
import { readRspec, rubySubject } from '../../../src/modules/api-testing/code-rspec.js'

/** The tool readers of round 8: each turns its tool's idiom into the grammar's words, or says why not. */

describe('HTTPie commands', () => {
  it('reads request items: == query, : header, = text field, := JSON field', () => {
    expect(readHttpie('http POST :8080/tasks title="Buy milk" qty:=2 done:=false X-Key:k1 page==3')).toEqual({
      texts: [
        'Set header X-Key: "k1"',
        'Query page is "3"',
        'Send a POST request to /tasks with JSON body {"title":"Buy milk","qty":2,"done":false}',
      ],
    })
  })
  it('takes a piped JSON body, the URL query and the method from the body', () => {
    expect(readHttpie(`echo '{"a": 1}' | http :3000/tasks`)).toEqual({ texts: ['Send a POST request to /tasks with JSON body {"a": 1}'] })
    expect(readHttpie('http https://api.example.org/tasks?draft=1')).toEqual({
      texts: ['Query draft is "1"', 'Send a GET request to /tasks'],
    })
    expect(readHttpie('xh -v DELETE localhost:9000/tasks/7')).toEqual({ texts: ['Send a DELETE request to /tasks/7'] })
  })
  it('reports files, forms, nested fields, a piped body beside fields and open quotes', () => {
    for (const command of [
      'http POST /tasks cover@a.png',
      'http --form POST /tasks a=b',
      'http POST /tasks owner[name]=Ann',
      `echo '{"a": 1}' | http POST /tasks b=2`,
      'http POST /tasks title="open',
      'http POST /tasks X-Empty:',
    ])
      expect(readHttpie(command)).toMatchObject({ reason: expect.stringMatching(/\w/) })
  })
  it('is no HTTPie command unless it starts with http, https or xh', () => {
    expect(readHttpie('httpie POST /tasks')).toBeUndefined()
    expect(readHttpie('Send the request')).toBeUndefined()
    // English that starts with "http" names no URL.
    expect(readHttpie('http status is 200')).toBeUndefined()
  })
})

describe('RSpec request specs', () => {
  it('names the subject: response, status, body text, headers, media type, parsed JSON', () => {
    expect(rubySubject('response')).toEqual({ kind: 'path', path: '$', whole: true })
    expect(rubySubject('response.status')).toEqual({ kind: 'status' })
    expect(rubySubject('response.body')).toEqual({ kind: 'text' })
    expect(rubySubject('response.headers["ETag"]')).toEqual({ kind: 'header', name: 'ETag' })
    expect(rubySubject('response.media_type')).toEqual({ kind: 'header', name: 'Content-Type' })
    expect(rubySubject('json["a"][0][:b]')).toEqual({ kind: 'path', path: '$.a[0].b', whole: false })
    expect(rubySubject('JSON.parse(response.body).dig("a", "b")')).toEqual({ kind: 'path', path: '$.a.b', whole: false })
    expect(rubySubject('json["items"].size')).toEqual({ kind: 'path', path: '$.items.length', whole: false })
    expect(rubySubject('json.fetch("a")')).toBeUndefined()
    expect(rubySubject('user.name')).toBeUndefined()
  })
  it("reads have_http_status with a code or Rails' status symbols", () => {
    expect(readRspec('expect(response).to have_http_status(:unprocessable_entity)')).toEqual({ texts: ['Verify status is 422'] })
    expect(readRspec('expect(response).to have_http_status(:unprocessable_content)')).toEqual({ texts: ['Verify status is 422'] })
    expect(readRspec('expect(response).to have_http_status(:created)')).toEqual({ texts: ['Verify status is 201'] })
    expect(readRspec('expect(response).to have_http_status(:redirect)')).toEqual({ texts: ['Verify status is 3xx'] })
    expect(readRspec('expect(response).to have_http_status(404)')).toEqual({ texts: ['Verify status is 404'] })
    expect(readRspec('expect(response).not_to have_http_status(:ok)')).toMatchObject({ reason: expect.any(String) })
  })
  it('reads matchers on the parsed JSON in the grammar words', () => {
    expect(readRspec('expect(json["a"]).to eq({ "b" => nil })')).toEqual({ texts: ['$.a == { "b": null }'] })
    expect(readRspec('expect(json["n"]).to be >= 7')).toEqual({ texts: ['$.n >= 7'] })
    expect(readRspec('expect(json["n"]).to be_between(1, 9)')).toEqual({ texts: ['$.n >= 1', '$.n <= 9'] })
    expect(readRspec('expect(json).not_to have_key(:secret)')).toEqual({ texts: ['Verify $.secret does not exist'] })
    expect(readRspec('expect(json["id"]).to be_an(Integer)')).toEqual({ texts: ['Verify $.id has type integer'] })
    expect(readRspec('expect(response).to match_json_schema("shift")')).toEqual({ texts: ['The response matches the "shift" schema'] })
  })
  it('reads the request: JSON params with as: :json, query params of a GET; a form is reported', () => {
    expect(readRspec('post "/tasks", params: { a: 1 }, as: :json')).toEqual({
      texts: ['Send a POST request to /tasks with JSON body { "a": 1 }'],
    })
    expect(readRspec('get "/tasks", params: { page: 2 }')).toEqual({ texts: ['Query { "page": 2 }', 'Send a GET request to /tasks'] })
    expect(readRspec('post "/tasks", params: { a: 1 }')).toMatchObject({ reason: expect.stringContaining('as: :json') })
  })
  it('reports matchers with no exact reading', () => {
    for (const line of ['expect(json["a"]).to be_present', 'expect(json["a"]).to be_truthy', 'expect(json["a"]).to contain_exactly(1)'])
      expect(readRspec(line)).toMatchObject({ reason: expect.any(String) })
  })
})

describe('JavaScript type tests and axios', () => {
  it('reads typeof, Array.isArray and Number.isInteger as a type check; leaves "object" and negations', () => {
    expect(jsTypeTest('expect(typeof res.data.id).toBe("string")')).toBe('expect(res.data.id).to.be.a("string")')
    expect(jsTypeTest('pm.expect(Array.isArray(json.x)).to.be.true')).toBe('pm.expect(json.x).to.be.a("array")')
    expect(jsTypeTest('expect(Number.isInteger(res.body.n)).toBe(true)')).toBe('expect(res.body.n).to.be.a("integer")')
    expect(jsTypeTest('expect(typeof res.data.m).toBe("object")')).toBeUndefined()
    expect(jsTypeTest('expect(Array.isArray(res.data.m)).toBe(false)')).toBeUndefined()
  })
  it('reads an axios call with its data and config', () => {
    expect(readRequestCode('const res = await axios.put("/tasks/1", { done: true }, { headers: { "X-A": "1" } })')).toEqual({
      texts: ['Headers {"X-A":"1"}', 'Send a PUT request to /tasks/1 with JSON body { "done": true }'],
    })
    expect(readRequestCode('await axios.get("/tasks", { params: { page: 2 } })')).toEqual({
      texts: ['Query page is 2', 'Send a GET request to /tasks'],
    })
    expect(readRequestCode('await axios.post("/tasks", payload)')).toMatchObject({ reason: expect.any(String) })
    expect(readRequestCode('await axios.post("/tasks", {}, { auth: { username: "a" } })')).toMatchObject({ reason: expect.any(String) })
  })
})

describe('Go test prose', () => {
  it('reads what is wanted, never what was got', () => {
    expect(readGo('status: got 404, want 201')).toEqual({ texts: ['Verify status is 201'] })
    expect(readGo('status code: want 200, got 500')).toEqual({ texts: ['Verify status is 200'] })
    expect(readGo('wantStatus: http.StatusNoContent')).toEqual({ texts: ['Verify status is 204'] })
    expect(readGo('wantCode: http.StatusTeapot')).toEqual({ texts: ['Verify status is 418'] })
    expect(readGo('field "plate": got "", want "WX 1"')).toEqual({ texts: ['$.plate == "WX 1"'] })
    expect(readGo('$.a.b: got 1, want nil')).toEqual({ texts: ['$.a.b == null'] })
    expect(readGo('len($.items) = 2, want 1')).toEqual({ texts: ['Verify the length of $.items is 1'] })
    expect(readGo('error message: want "x"')).toEqual({ texts: ['The error message says "x"'] })
    expect(readGo('header X-Cache: want "HIT"')).toEqual({ texts: ['Verify header X-Cache equals "HIT"'] })
  })
  it('reads a table case named by its request, then its status', () => {
    expect(readGo('no auth: want 401')).toEqual({ texts: ['no auth', 'Verify status is 401'] })
    expect(readGo('expired token: want 401')).toEqual({ texts: ['with expired token', 'Verify status is 401'] })
  })
  it('reports what it cannot name', () => {
    for (const line of ['wantBody: "ok"', 'user count: want 3', 'status: want soon', 'len($.a) = 1, want many'])
      expect(readGo(line)).toMatchObject({ reason: expect.any(String) })
    expect(readGo('got 404, want 200')).toBeUndefined()
  })
})
