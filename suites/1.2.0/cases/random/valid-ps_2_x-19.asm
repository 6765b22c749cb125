// case: random/valid/ps_2_x/19 (validate)
// expect: valid
// case: random/assemble/ps_2_x/19 (assemble)
// expect: the tokens of valid-ps_2_x-19.bin
// origin: random seed 1 ps_2_x #19
ps_2_x
defi i7, 2, 3, 2, 0
def c26, 4.0, 0.0, 0.007548344, -1.0
defi i4, 2, 1, 2, 0
dcl v0.yw
dcl v1
dcl_cube s9
defb b13, true
lrp_sat r0.xz, c3, c0, v1.zxxy
dsy_sat r28, -v1.xwxw
callnz l3, b14
dsy r9.xy, c31
texkill r28
exp_pp r16, r9.y
lrp r6.xyw, c3.wxy, -c1, c3
cmp_pp r12.x, r16, r9.xw, r16.xwwz
add r21, -v1, -r16
nrm_sat r13, -v0.wywz
rep i4
    dsy r22, c1
    texldb r10, r28, s9
    add r6, r13.zyzw, c1
    mul r25.x, r16.wyzy, c0.xzyx
    nop
    abs_pp r15.xz, -r16
    texldp r24, r6, s9
    min_pp r14, v1, r6
    sub r16, c0.zwzw, -r13
    if_lt -r16.z, r9.y
        nrm r0.xyz, -r16
        rsq r22, r21.y
        frc r9, r10
    endif
endrep
mov oC0, r13
mov oC1, c3
mov oC2, v1
mov oC3, r13
ret
label l3
cmp r18, -v1.xxyw, -c1, v1
rep i7
    m3x2 r17.xy, r18.wxzw, c27
    lrp_pp r25, r18.zzxw, c31.yw, -c2.zzyx
    abs_pp r26, c31.yxyz
endrep
ret
