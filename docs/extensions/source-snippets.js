'use strict'

// The guide's snippets are included from the project's compiled and tested sources (tests, example bots, the demo
// bot), which live outside the docs component. Antora includes only files of its content catalog, so this adds each
// source file a page includes as an example of the ROOT module (examples/source/<path in the repository>) and points
// the include at it. A target that does not exist is left alone: Antora then reports it, and the build fails.

const fs = require('fs')
const path = require('path')

const DOCUMENT = /^modules\/[^/]+\/(pages|partials)\/.+\.adoc$/
const ATTRIBUTE = /^:([a-z-]+): (.+)$/gm
const INCLUDE = /^include::([^[\n]+)\[([^\n]*)\]$/gm

module.exports.register = function ({ playbook }) {
  const repository = path.resolve(playbook.dir, '..')
  this.on('contentAggregated', ({ contentAggregate }) => {
    for (const { files } of contentAggregate) {
      const File = files[0].constructor
      const added = new Set()
      for (const file of files.filter((f) => DOCUMENT.test(f.path) && f.src.abspath)) {
        const text = file.contents.toString()
        const attributes = {}
        for (const [, name, value] of text.matchAll(ATTRIBUTE)) attributes[name] = value.trim()
        const rewritten = text.replace(INCLUDE, (directive, target, options) => {
          const expanded = target.replace(/\{([a-z-]+)\}/g, (ref, name) => attributes[name] ?? ref)
          if (!expanded.startsWith('../')) return directive
          const source = path.resolve(path.dirname(file.src.abspath), expanded)
          if (!fs.existsSync(source) || !fs.statSync(source).isFile()) return directive
          const inRepository = path.relative(repository, source).split(path.sep).join('/')
          const example = `modules/ROOT/examples/source/${inRepository}`
          if (!added.has(example)) {
            added.add(example)
            files.push(new File({
              path: example,
              contents: fs.readFileSync(source),
              src: { path: example, basename: path.basename(source), stem: path.parse(source).name,
                extname: path.extname(source), abspath: source, origin: file.src.origin },
            }))
          }
          return `include::example$source/${inRepository}[${options}]`
        })
        if (rewritten !== text) file.contents = Buffer.from(rewritten)
      }
    }
  })
}
