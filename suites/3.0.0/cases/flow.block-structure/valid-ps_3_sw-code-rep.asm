// case: flow.block-structure/valid/ps_3_sw/code-rep (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_3_sw/code-rep (assemble)
// expect: the tokens of valid-ps_3_sw-code-rep.bin
// origin: template code {code: rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_3_sw
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
endrep
mov oC0, c0
