'use strict'

// Antora reports an xref to a missing page, but not one to a missing anchor on a page that exists
// (xref:configuration.adoc#no-such-key[]), nor a plain link to a page of the site that does not exist. This checks
// both on the converted pages and logs each broken link as an error, which fails the build (failure_level).

const path = require('path').posix

const HREF = /href="([^"]*)"/g
const ID = /\bid="([^"]+)"/g

module.exports.register = function () {
  this.on('documentsConverted', ({ contentCatalog }) => {
    const logger = this.getLogger('check-links')
    const pages = contentCatalog.getPages((page) => page.out)
    const anchors = new Map()
    for (const page of pages) {
      anchors.set(page.pub.url, new Set([...page.contents.toString().matchAll(ID)].map(([, id]) => id)))
    }
    for (const page of pages) {
      const base = path.dirname(page.pub.url)
      for (const [, href] of page.contents.toString().matchAll(HREF)) {
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue // another site
        const [target, fragment] = href.split('#')
        if (!target.endsWith('.html') && target !== '') continue // a file of the repository, an image
        const url = target === '' ? page.pub.url : path.resolve(base, decodeURIComponent(target))
        const ids = anchors.get(url)
        if (!ids) {
          logger.error({ file: page.src }, `link to a page that does not exist: ${href}`)
        } else if (fragment && !ids.has(decodeURIComponent(fragment))) {
          logger.error({ file: page.src }, `link to an anchor that does not exist: ${href}`)
        }
      }
    }
  })
}
