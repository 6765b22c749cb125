// case: vs.out.masks/invalid/vs_1_1/code-oPos-xy_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy} + 3 random context instructions (seed 1 attempt 3)
vs_1_1
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
mul r0, c3, c3
mov r1, c7
add r2, c1, c1
