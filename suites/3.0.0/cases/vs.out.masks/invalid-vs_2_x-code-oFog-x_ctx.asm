// case: vs.out.masks/invalid/vs_2_x/code-oFog-x_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x} + 2 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov oFog.x, v0
mov oPos, v0
mul r0, c2, c2
mul r1, c2, c2
