//! Compiles the C driver (`c/`) into the test bench, with the flags its users build it with, so
//! that the tests run it against the simulated system (`src/c_driver.rs`).

fn main() {
    let c = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../c");
    let sources = ["src/aes_axis.c", "port/linux/aes_axis_linux.c", "examples/selftest/aes_axis_selftest.c"];
    let mut build = cc::Build::new();
    build
        .include(c.join("include"))
        .include(c.join("port/linux"))
        .include(c.join("examples/selftest"))
        .flag("-std=c99")
        .flag("-Wall")
        .flag("-Wextra")
        .flag("-pedantic")
        .warnings_into_errors(true);
    for s in sources {
        build.file(c.join(s));
    }
    build.compile("aes_axis_c");
    println!("cargo:rerun-if-changed=../c");
}
