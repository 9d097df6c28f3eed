import Foundation

/// The files the served pages link to besides the catalog's stylesheet, compiled into the program: the server
/// serves these bytes and nothing from the file system.
public enum WebAssets {
    /// `Resources/serve.css`: the rules only the served pages need, after the catalog's `style.css`.
    public static let style = Data(PackageResources.serve_css)
    /// `Resources/serve.js`: search as you type. The pages work without it.
    public static let script = Data(PackageResources.serve_js)
}
