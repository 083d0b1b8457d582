/// `sitemap.xml` for every published page.
enum Sitemap {
    static func xml(routes: [String], baseURL: BaseURL) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes {
            xml += "  <url><loc>\(XMLEscaping.escape(baseURL.absolute(PageRoute.encoded(route))))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
