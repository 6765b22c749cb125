// case: vs3.o.no-legacy/invalid/vs_3_0/code-oPos_ctx (validate)
// expect: invalid [vs3.o.no-legacy]
// origin: template code {code: oPos} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov oPos, v0
mov o0, v0
mul r0, c1, c1
add r1, r0, r0
