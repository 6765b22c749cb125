// case: rel.aL-in-loop/invalid/vs_3_sw/code-c-aL (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL}
vs_3_sw
dcl_position v0
dcl_position o0
add r0, v0, c[aL]
mov o0, v0
