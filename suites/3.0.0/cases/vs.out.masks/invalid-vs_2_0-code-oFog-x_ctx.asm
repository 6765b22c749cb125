// case: vs.out.masks/invalid/vs_2_0/code-oFog-x_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oFog.x, v0
mov oPos, v0
mov r0, c2
mul r1, c5, c5
mul r2, r0, r1
mad r3, r1, r2, r2
mad r4, r2, r2, c5
