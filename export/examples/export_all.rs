//! Writes every generated file of the project (`aes_export::exports::exports`) at its place in
//! the source tree: `cargo run -p aes-export --example export_all`.

use aes_export::exports::{exports, project_file};

fn main() {
    for e in exports().into_iter().filter(|e| e.generated) {
        let path = project_file(e.path);
        std::fs::write(&path, &e.contents).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        println!("wrote {}", e.path);
    }
}
