// case: random/valid/ps_3_0/12 (validate)
// expect: valid
// case: random/assemble/ps_3_0/12 (assemble)
// expect: the tokens of valid-ps_3_0-12.bin
// origin: random seed 1 ps_3_0 #12
ps_3_0
defb b11, true
def c0, 0.25, 0.0, -6297.38, 0.125
defb b7, false
def c3, 0.0, 0.0, -0.5, -1.3026367e29
dcl_blendindices7 v3.xyz
dcl_color9 v1
def c29, 0.0, -187596950000.0, -2.0, 4.0
dcl_2d s14
def c35, 0.125, 3.219761e38, 1.660996e-16, 0.125
dcl_binormal8 v4
defi i1, 4, 1, 1, 0
dcl_volume s13
log r17, -c2_abs.w
cmp r6, -c2_abs.wzyw, v4, -r17_abs.wxyw
pow_pp r17.x, c2_abs.x, -v4.w
frc r22, -c1_abs.wzyx
crs_sat r23.xy, r6, r22
texldd r10, v1, s14, r17.wyzw, r6
dsx r12, r10
if b14
    frc r4, c0_abs.zxwx
    mov_sat r26, -c0_abs.wz
    if_eq -c1_abs.w, v3.y
        mad_pp r20.zw, -r26_abs, v1.yzyx, r4
        mov r7, -c2_abs.wywz
        texldd r6, r22, s13, r4.zy, r12.xxwx
        rcp r20, -r12_abs.y
        min r24.xw, v1.zyzw, -r10_abs
        dsx_sat r21.xy, v1.xwzw
        texldp_pp r10, v4, s13
        mad_pp r21.zw, -c3_abs, r7_abs, r22_abs.xyyz
        log r31.yw, v3.z
        lrp_pp r18, c1_abs, c1_abs.yzwz, r4
        abs r4.zw, -r18
        texld r26, v4, s14
        texldb r10, v4, s14
        texldb r15, v1, s14
        dp2add_sat_pp r6, r7, r15.zzw, -c0_abs.x
        mul r16, -r26.xzzx, r4.zzzy
        mov r15, -r23.yxxy
        if_ge -r24_abs.w, r6_abs.x
        endif
    endif
endif
mul_sat oC0, r10, r6_abs
