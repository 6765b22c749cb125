// case: decl.vs-inputs/valid/vs_2_0/usage_index-3_usage-blendindices (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-3_usage-blendindices (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-3_usage-blendindices.bin
// origin: template in_dcl {index: 3, usage: blendindices}
vs_2_0
dcl_position v0
dcl_blendindices3 v1
mov r0, v1
mov oPos, v0
