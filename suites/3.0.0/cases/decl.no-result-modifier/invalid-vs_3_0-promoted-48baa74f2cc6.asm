// case: decl.no-result-modifier/invalid/vs_3_0/promoted-48baa74f2cc6 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: promoted promoted/decl.no-result-modifier-invalid-48baa74f2cc6.yaml
vs_3_0
dcl_position_x2 v0
dcl_position o0
mov o0, v0
