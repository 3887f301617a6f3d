//! Serving the explorer: `web/` at `/` and `pkg/` at `/pkg/`, on 127.0.0.1 only, with
//! tower-http's static file service (which sends `.wasm` as `application/wasm`) and the
//! strict Content-Security-Policy that the page and the widgets must live under.
//! The widget assets (module JavaScript, wasm, CSS, JSON) carry
//! `Access-Control-Allow-Origin: *`, so a post of another origin can load the widgets from
//! here as it would from a CDN; pages (HTML) do not.

use std::net::SocketAddr;

use axum::http::{header, HeaderValue, Response};
use axum::Router;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::{root, TaskError};

/// The policy the page is served under: no inline script or style, wasm allowed.
pub const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self'; img-src 'self' data:; worker-src 'self'; object-src 'none'; base-uri 'none'";

/// The media types of the widget assets that another origin may load (module scripts and
/// the wasm are fetched in CORS mode).
const CROSS_ORIGIN_TYPES: &[&str] = &[
    "text/javascript",
    "application/javascript",
    "application/wasm",
    "text/css",
    "application/json",
    "image/svg+xml",
];

/// `Access-Control-Allow-Origin: *` for a widget asset, nothing for a page.
fn allow_origin<B>(response: &Response<B>) -> Option<HeaderValue> {
    let media_type = response
        .headers()
        .get(header::CONTENT_TYPE)?
        .to_str()
        .ok()?
        .split(';')
        .next()?
        .trim();
    CROSS_ORIGIN_TYPES
        .contains(&media_type)
        .then(|| HeaderValue::from_static("*"))
}

fn app() -> Router {
    Router::new()
        .nest_service("/pkg", ServeDir::new(root().join("pkg")))
        .fallback_service(ServeDir::new(root().join("web")))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
            allow_origin,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

/// Binds 127.0.0.1:`port` (0 for any free port) and returns the listener and its address.
pub async fn bind(port: u16) -> Result<(tokio::net::TcpListener, SocketAddr), TaskError> {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .map_err(|e| TaskError(format!("cannot listen on 127.0.0.1:{port}: {e}")))?;
    let address = listener.local_addr()?;
    Ok((listener, address))
}

/// Serves on a listener until the future is dropped.
pub async fn serve(listener: tokio::net::TcpListener) -> Result<(), TaskError> {
    axum::serve(listener, app()).await?;
    Ok(())
}

/// Serves on a free port of 127.0.0.1 from a runtime of its own, for the tests and the
/// benchmarks: the runtime (serving until it is shut down) and the address.
pub fn in_background() -> Result<(tokio::runtime::Runtime, SocketAddr), TaskError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let (listener, address) = runtime.block_on(bind(0))?;
    runtime.spawn(serve(listener));
    Ok((runtime, address))
}

/// Serves at 127.0.0.1:`port` until Ctrl-C.
pub fn serve_forever(port: u16) -> Result<(), TaskError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let (listener, address) = bind(port).await?;
        println!("sglab explorer: http://{address}/  (Ctrl-C to stop)");
        tokio::select! {
            result = serve(listener) => result,
            _ = tokio::signal::ctrl_c() => Ok(()),
        }
    })
}
