// case: vs.out.masks/invalid/vs_1_1/code-oFog-x_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov oFog.x, v0
mov oPos, v0
mov r0, c4
mul r1, r0, r0
mul r2, c6, c6
add r3, c5, r1
