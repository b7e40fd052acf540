//! Writes every exported file of the project (`aes_testbench::exports::exported_files`) at its
//! place in the source tree: `cargo run -p aes-testbench --example export_all`.

use aes_testbench::exports::{exported_files, project_file};

fn main() {
    for (rel, contents) in exported_files() {
        let path = project_file(rel);
        std::fs::write(&path, contents).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("wrote {rel}");
    }
}
