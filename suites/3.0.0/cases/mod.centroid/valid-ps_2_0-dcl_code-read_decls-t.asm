// case: mod.centroid/valid/ps_2_0/dcl_code-read_decls-t (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_0/dcl_code-read_decls-t (assemble)
// expect: the tokens of valid-ps_2_0-dcl_code-read_decls-t.bin
// origin: template code {code: read, decls: t}
ps_2_0
dcl_centroid t0
mov r0, c0
mov oC0, c0
