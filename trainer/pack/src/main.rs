//! `cargo trainer`: builds the library for WebAssembly (adding the target with
//! rustup when it is missing) and writes the trainer as one page,
//! `target/trainer/sudoku-trainer.html`, with its styles, script and module
//! inlined, so that it works from `file://` and from any static host and makes
//! no request.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

const TARGET: &str = "wasm32-unknown-unknown";

fn main() -> ExitCode {
    match pack() {
        Ok(page) => {
            let size = std::fs::metadata(&page).map_or(0, |m| m.len());
            println!("wrote {} ({} KB)", page.display(), size / 1024);
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("cargo trainer: {why}");
            ExitCode::FAILURE
        }
    }
}

fn pack() -> Result<PathBuf, String> {
    let pack_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let crate_dir = pack_dir.parent().expect("the packer sits in the trainer");
    let root = crate_dir
        .parent()
        .expect("the trainer sits in the workspace");
    let target_dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    ensure_target()?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let status = Command::new(cargo)
        .args([
            "build",
            "--profile",
            "trainer",
            "--lib",
            "-p",
            "sudoku-trainer",
        ])
        .args(["--target", TARGET])
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("the WebAssembly build failed ({status})"));
    }
    let wasm_path = target_dir.join(TARGET).join("trainer/sudoku_trainer.wasm");
    let wasm = std::fs::read(&wasm_path).map_err(|e| format!("{}: {e}", wasm_path.display()))?;
    let page_dir = crate_dir.join("page");
    let read = |name: &str| {
        let path = page_dir.join(name);
        std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
    };
    // The painter the static page uses too: one drawing of a step, painted
    // the same way on both pages.
    let paint_path = root.join("src/render/paint.js");
    let paint = std::fs::read_to_string(&paint_path)
        .map_err(|e| format!("{}: {e}", paint_path.display()))?;
    let script = format!("{paint}\n{}", read("trainer.js")?);
    let page = sudoku_trainer_page(
        &read("index.html")?,
        &read("trainer.css")?,
        &script,
        &read("worker.js")?,
        &wasm,
    )?;
    let out_dir = target_dir.join("trainer");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let out = out_dir.join("sudoku-trainer.html");
    std::fs::write(&out, page).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(out)
}

/// Adds the WebAssembly target when rustup manages this toolchain and lacks it.
fn ensure_target() -> Result<(), String> {
    let Ok(listed) = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
    else {
        // No rustup: the toolchain either has the target or the build says so.
        return Ok(());
    };
    let installed = String::from_utf8_lossy(&listed.stdout);
    if installed.lines().any(|l| l.trim() == TARGET) {
        return Ok(());
    }
    let status = Command::new("rustup")
        .args(["target", "add", TARGET])
        .status()
        .map_err(|e| format!("cannot run rustup: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("rustup target add {TARGET} failed ({status})"))
    }
}

/// The page: the template with its four placeholders filled. Each must appear
/// exactly once, so a template edit that loses one fails the build. The worker
/// script sits in the page as text, which the page starts a worker from.
fn sudoku_trainer_page(
    html: &str,
    css: &str,
    js: &str,
    worker: &str,
    wasm: &[u8],
) -> Result<String, String> {
    let mut page = html.to_owned();
    for (mark, text) in [
        ("/*STYLE*/", css.to_owned()),
        // Inside a <script>, "</" could close the element early.
        ("/*SCRIPT*/", js.replace("</", "<\\/")),
        ("/*WORKER*/", worker.replace("</", "<\\/")),
        ("/*WASM*/", base64(wasm)),
    ] {
        if page.matches(mark).count() != 1 {
            return Err(format!("index.html must hold {mark} exactly once"));
        }
        page = page.replace(mark, &text);
    }
    Ok(page)
}

/// Standard base64 with padding, which the page decodes with `atob`.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * k)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_standard_examples() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn a_template_missing_a_placeholder_is_refused() {
        assert!(sudoku_trainer_page("/*STYLE*/ /*SCRIPT*/ /*WASM*/", "", "", "", b"").is_err());
        let page = sudoku_trainer_page(
            "/*STYLE*/|/*SCRIPT*/|/*WORKER*/|/*WASM*/",
            "a",
            "</b>",
            "</w>",
            b"f",
        )
        .unwrap();
        assert_eq!(page, "a|<\\/b>|<\\/w>|Zg==");
    }
}
