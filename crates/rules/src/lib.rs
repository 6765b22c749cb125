//! Rules of the shader-model documents as data, and the one engine that evaluates them.
