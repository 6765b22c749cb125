// case: random/valid/ps_2_x/6 (validate)
// expect: valid
// case: random/assemble/ps_2_x/6 (assemble)
// expect: the tokens of valid-ps_2_x-6.bin
// origin: random seed 1 ps_2_x #6
ps_2_x
dcl_2d s6
def c0, 0.0, -0.5, -0.5, 2.0
dcl v0
defi i5, 3, 4, 1, 0
dcl_centroid v1.xyw
call l8
cmp r0, v0.xzwy, c2.zzy, c0
texldp_pp r31, r0, s6
m4x3 r1.xyz, -v0, c29
texldd r29, r31, s6, c0.zyyw, c2
if_ge -c2.y, v1.y
    cmp_sat r28, -r29.yxwx, -v1.xxwy, c0.wwzw
    if b0
        texldp r6, r0, s6
        sub_pp r1, -r29, -c3
    endif
    nrm r27, v0
    mov_sat r15.w, c3
    setp_gt p0.xyz, -r28, -r0.xwyx
    exp_pp r11, -r15.w
    min r19.xyw, -r0, c1.zxyx
endif
mov oC0, c0
mov oC1, c0
mov oC2, r0
mov oDepth, c2.y
ret
label l8
rep i5
    if b6
    endif
endrep
ret
