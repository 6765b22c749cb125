// case: vs3.o.no-legacy/invalid/vs_3_0/code-oPos (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oPos}
vs_3_0
dcl_position v0
dcl_position o0
mov oPos, v0
mov o0, v0
