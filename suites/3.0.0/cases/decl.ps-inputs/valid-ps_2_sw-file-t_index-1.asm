// case: decl.ps-inputs/valid/ps_2_sw/file-t_index-1 (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_sw/file-t_index-1 (assemble)
// expect: the tokens of valid-ps_2_sw-file-t_index-1.bin
// origin: template reg_use {file: t, index: 1}
ps_2_sw
dcl t1
mov r0, t1
mov oC0, c0
