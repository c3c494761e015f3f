//! Where the workspace and its golden files are.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root (the parent of `common/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("common/ sits inside the workspace")
        .to_path_buf()
}

/// The `*.in` files of a golden folder, sorted.
pub fn golden_inputs(folder: &Path) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", folder.display(), e))
        .map(|entry| entry.expect("readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    inputs
}
