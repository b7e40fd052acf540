//! `export`: every file Vivado needs (the table is `aes_testbench::exports`), in the repository's
//! layout: the Tcl scripts in `synth/` find the Verilog beside them and the constraints in
//! `../constraints/`.

use crate::files::write_atomic;
use aes_testbench::exports::exports;
use anyhow::Result;
use std::path::{Path, PathBuf};

/// The repository root (the workspace this program was built in).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate is in the workspace").to_path_buf()
}

/// Writes every exported file under `out` (default: the repository itself).
pub fn run(out: Option<&Path>) -> Result<()> {
    let root = out.map(Path::to_path_buf).unwrap_or_else(repo_root);
    for file in exports() {
        let path = root.join(file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| anyhow::anyhow!("cannot create output directory {}: {e}", dir.display()))?;
        }
        write_atomic(&path, file.contents.as_bytes(), "export file")?;
        println!("wrote {} ({} bytes): {}", path.display(), file.contents.len(), file.what);
    }
    Ok(())
}
