// case: vs3.o.no-legacy/invalid/vs_3_sw/code-oPos_ctx (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oPos} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov oPos, v0
mov o0, v0
add r0, c5, c5
mad r1, c4, c4, c4
