// case: decl.vs-inputs/valid/vs_1_1/usage_index-8_usage-blendindices (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-8_usage-blendindices (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-8_usage-blendindices.bin
// origin: template in_dcl {index: 8, usage: blendindices}
vs_1_1
dcl_position v0
dcl_blendindices8 v1
mov r0, v1
mov oPos, v0
