// case: decl.vs-inputs/invalid/vs_3_sw/sampler (validate)
// expect: invalid [decl.vs-inputs]
// origin: template code {code: texldl r0, v0, s0}
vs_3_sw
dcl_position v0
dcl_position o0
texldl r0, v0, s0
mov o0, v0
