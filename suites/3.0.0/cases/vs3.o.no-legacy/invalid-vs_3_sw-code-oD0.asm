// case: vs3.o.no-legacy/invalid/vs_3_sw/code-oD0 (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oD0}
vs_3_sw
dcl_position v0
dcl_position o0
mov oD0, v0
mov o0, v0
