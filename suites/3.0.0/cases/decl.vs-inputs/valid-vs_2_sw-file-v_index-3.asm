// case: decl.vs-inputs/valid/vs_2_sw/file-v_index-3 (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/file-v_index-3 (assemble)
// expect: the tokens of valid-vs_2_sw-file-v_index-3.bin
// origin: template reg_use {file: v, index: 3}
vs_2_sw
dcl_position v0
dcl_texcoord0 v3
mov r0, v3
mov oPos, v0
