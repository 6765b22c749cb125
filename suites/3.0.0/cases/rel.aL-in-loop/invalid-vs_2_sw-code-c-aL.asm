// case: rel.aL-in-loop/invalid/vs_2_sw/code-c-aL (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: c-aL}
vs_2_sw
dcl_position v0
add r0, v0, c[aL]
mov oPos, v0
