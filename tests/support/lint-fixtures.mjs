// Lints fixture sources with the project's ESLint configuration as if each were a file at its
// path: reads [{ filePath, source }] as JSON on stdin, prints each one's messages as JSON.
// A separate process, since ESLint loads its configuration as an ES module, which Jest's
// CommonJS runtime cannot.
import { ESLint } from 'eslint'

let input = ''
for await (const chunk of process.stdin) input += chunk
const eslint = new ESLint()
const results = []
for (const { filePath, source } of JSON.parse(input)) {
  const [result] = await eslint.lintText(source, { filePath })
  results.push(result.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal: Boolean(fatal) })))
}
process.stdout.write(JSON.stringify(results))
