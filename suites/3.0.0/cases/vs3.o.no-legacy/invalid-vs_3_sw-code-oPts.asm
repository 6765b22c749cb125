// case: vs3.o.no-legacy/invalid/vs_3_sw/code-oPts (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oPts}
vs_3_sw
dcl_position v0
dcl_position o0
mov oPts, v0.x
mov o0, v0
