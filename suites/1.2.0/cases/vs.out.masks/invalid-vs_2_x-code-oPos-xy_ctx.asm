// case: vs.out.masks/invalid/vs_2_x/code-oPos-xy_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
add r0, c4, c4
mul r1, c6, r0
mad r2, r1, c3, c3
mad r3, r0, c6, c6
mov r4, c2
