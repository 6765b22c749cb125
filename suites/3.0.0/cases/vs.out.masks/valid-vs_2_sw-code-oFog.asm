// case: vs.out.masks/valid/vs_2_sw/code-oFog (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_sw/code-oFog (assemble)
// expect: the tokens of valid-vs_2_sw-code-oFog.bin
// origin: template code {code: oFog}
vs_2_sw
dcl_position v0
mov oFog, v0.x
mov oPos, v0
