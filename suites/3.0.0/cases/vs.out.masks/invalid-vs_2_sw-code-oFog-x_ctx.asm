// case: vs.out.masks/invalid/vs_2_sw/code-oFog-x_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oFog.x, v0
mov oPos, v0
mov r0, c1
add r1, c0, r0
add r2, r0, c2
mul r3, c2, r1
mad r4, c2, c2, r3
