// case: vs.out.masks/invalid/vs_2_0/code-oPos-xy_ctx (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
add r0, c4, c4
