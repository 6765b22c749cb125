// case: decl.def-before-code/valid/ps_2_x/defi-defb (validate)
// expect: valid
// case: decl.def-before-code/assemble/ps_2_x/defi-defb (assemble)
// expect: the tokens of valid-ps_2_x-defi-defb.bin
// origin: template code {code: rep i0 if b0 mov r0, c0 endif endrep, decls: defi i0, 1, 0, 0, 0 defb b0, true}
ps_2_x
defi i0, 1, 0, 0, 0
defb b0, true
rep i0
if b0
mov r0, c0
endif
endrep
mov oC0, c0
