// case: decl.vs-inputs/valid/vs_2_x/usage_index-13_usage-blendindices (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-13_usage-blendindices (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-13_usage-blendindices.bin
// origin: template in_dcl {index: 13, usage: blendindices}
vs_2_x
dcl_position v0
dcl_blendindices13 v1
mov r0, v1
mov oPos, v0
