// case: vs.out.masks/invalid/vs_2_sw/code-oFog-x (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oFog-x}
vs_2_sw
dcl_position v0
mov oFog.x, v0
mov oPos, v0
