// case: random/valid/ps_2_x/15 (validate)
// expect: valid
// case: random/assemble/ps_2_x/15 (assemble)
// expect: the tokens of valid-ps_2_x-15.bin
// origin: random seed 1 ps_2_x #15
ps_2_x
defb b13, false
defi i13, 1, 2, 1, 0
def c9, -2985776200000000.0, -0.5, 1.0536309e-37, 4.0
dcl_cube s1
dcl v1.x
dcl t5.yz
dcl_centroid v0.z
log r18, c0.y
dp2add r16, c31, -c1, c31.z
lrp r22, r18, -r18, -c3
m4x3 r3.xyz, -r22, c19
lrp r17, r18.wzwz, r22, c2.yyz
texldb r17, r18, s1
abs r10, c1.wxyx
nop
dp3 r15, -c0.zwyw, r3
if_ne r3.z, c2.w
    nop
    mul_pp r18.xz, r17.zy, r18.xxxy
    texldb r14, r22, s1
    cmp r6, c3.xxyw, c2, -r22
    callnz l12, b9
    mov r11, -c3
    call l10
endif
mov oC0, c2
ret
label l12
texldb r11, r22, s1
min r4.xyw, r22.wwzy, -r15
pow r7.xw, r15.x, r3.x
ret
label l10
ret
