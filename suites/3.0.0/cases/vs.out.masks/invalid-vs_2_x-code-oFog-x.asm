// case: vs.out.masks/invalid/vs_2_x/code-oFog-x (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x}
vs_2_x
dcl_position v0
mov oFog.x, v0
mov oPos, v0
