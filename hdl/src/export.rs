//! Verilog export: rust-hdl names the top module `top` and every sub-module `top$path$to$it`.
//! A Vivado project holds several exported designs side by side, so each one's modules are
//! renamed under its own top-level name.

use rust_hdl::prelude::*;

/// Generates the Verilog of `uut` (after `connect_all`) with its top module named `name` and every
/// sub-module prefixed `name$`, so that two exported designs never share a module name.
pub fn verilog_named<U: Block>(uut: &mut U, name: &str) -> String {
    uut.connect_all();
    rename_top(&generate_verilog(uut), name)
}

/// Renames the module `top` and the `top$...` sub-modules (declarations and instantiations).
pub fn rename_top(verilog: &str, name: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 1024);
    for line in verilog.lines() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        if let Some(rest) = trimmed.strip_prefix("module top") {
            out.push_str(indent);
            out.push_str("module ");
            out.push_str(name);
            out.push_str(rest);
        } else if let Some(rest) = trimmed.strip_prefix("top$") {
            out.push_str(indent);
            out.push_str(name);
            out.push('$');
            out.push_str(rest);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::rename_top;

    #[test]
    fn renames_declarations_and_instances() {
        let v = "module top(a);\nendmodule\nmodule top$x(b);\nendmodule\n  top$x x(.b(a));\n";
        let r = rename_top(v, "aes_core");
        assert!(r.contains("module aes_core(a);"));
        assert!(r.contains("module aes_core$x(b);"));
        assert!(r.contains("  aes_core$x x(.b(a));"));
        assert!(!r.contains("top"));
    }
}
