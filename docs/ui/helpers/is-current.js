'use strict'

// Whether a navigation entry is the page being rendered (Handlebars passes its options object last).
module.exports = (url, pageUrl) => url !== undefined && url === pageUrl
