//! Headless Chromium driven over WebDriver, for the tests that look at pages
//! as a person would (`tests/browser.rs`, `tests/trainer_browser/`).

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const DRIVER: &str = "/usr/bin/chromedriver";

/// A running chromedriver, stopped when dropped.
pub struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether Chromium and its driver are installed. Without them a test says it
/// was skipped (`what` names it), unless `env_var` is `required`, when their
/// absence fails it.
pub fn browser_available(what: &str, env_var: &str) -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(DRIVER).exists();
    let required = std::env::var(env_var).is_ok_and(|v| v == "required");
    assert!(
        present || !required,
        "{env_var}=required, but {CHROMIUM} or {DRIVER} is missing"
    );
    if !present {
        super::notice(&format!(
            "{what} skipped: {CHROMIUM} and {DRIVER} are not installed \
             (apt-get install chromium chromium-driver; CI sets {env_var}=required)"
        ));
    }
    present
}

/// Clicks the element `css` selects.
pub async fn click(client: &Client, css: &str) {
    client
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
}

/// The text of the element `css` selects.
pub async fn text(client: &Client, css: &str) -> String {
    client
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .text()
        .await
        .unwrap()
}

/// Starts chromedriver on a free port.
pub fn start_driver() -> (Driver, u16) {
    // Tests run in parallel, each with its own driver: a port found free can
    // be taken by another test's driver before ours binds it. Then ours exits
    // and the port answers with the other driver, which goes away with its
    // test. So a driver counts as started only when it says so itself, and a
    // port lost that way is tried again with another.
    for _ in 0..10 {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new(DRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let stdout = child.stdout.take().expect("piped");
        let (said, heard) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            let mut started = false;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if !started && line.contains("started successfully") {
                    started = true;
                    let _ = said.send(true);
                }
                // Read on, so that the driver never blocks on a full pipe.
            }
            let _ = said.send(false);
        });
        let started = heard.recv_timeout(Duration::from_secs(20)).unwrap_or(false);
        let driver = Driver(child);
        if !started {
            continue;
        }
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        return (driver, port);
    }
    panic!("chromedriver did not start on any of 10 ports");
}

/// A headless browser session on the driver at `port`, its profile in
/// `profile` (so that local storage starts empty).
pub async fn connect(port: u16, profile: &Path) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": CHROMIUM,
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--no-first-run", "--disable-sync",
                     "--hide-scrollbars",
                     format!("--user-data-dir={}", profile.display())]
        }),
    );
    // chromedriver listens on localhost: plain HTTP, no TLS.
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a browser session")
}

/// A Chrome DevTools command sent through chromedriver: how the test sets a
/// phone's viewport and the print media type, which WebDriver itself cannot.
#[derive(Debug)]
pub struct Cdp {
    cmd: &'static str,
    params: Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.expect("a session")
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}

pub async fn cdp(client: &Client, cmd: &'static str, params: Value) {
    client
        .issue_cmd(Cdp { cmd, params })
        .await
        .unwrap_or_else(|e| panic!("{cmd}: {e}"));
}

/// The viewport as a screen `width` x `height` px shows it.
pub async fn viewport(client: &Client, width: u32, height: u32) {
    cdp(
        client,
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600 }),
    )
    .await;
}

/// The media type CSS sees: `print`, or `""` for the screen again.
pub async fn media(client: &Client, media: &str) {
    cdp(
        client,
        "Emulation.setEmulatedMedia",
        json!({ "media": media }),
    )
    .await;
}
