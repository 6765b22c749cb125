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
nrm r6, -c2_abs.wzyw
log_sat r8, r6.z
add_pp r17.x, -c223_abs.ywyz, v1_abs
texldb r4, r17, s13
texldb_pp r13, r17, s14
lrp r27, v4.zwxz, -r6_abs.wyzy, -c223_abs
texldd_pp r5, r17, s13, r27, v1.xyz
nop
m4x4_pp r1, r17, c10_abs
if b12
    loop aL, i1
        texldd r0, r6, s13, r17.yyz, v1
        add r3, -c1_abs, r27.wyzx
        m4x3_pp r26.xyz, r17.wywx, c135_abs
        setp_lt p0.xw, v1[aL].wywz, r6.zzzy
        dsy_sat r25, v4.xwy
        m4x4 r25, r13, c27_abs
        texldd_pp r8, r27, s13, r6.zzyz, v1
        cmp r19, r27_abs, -r8.wxzy, -r8_abs.xwwx
        rsq_sat r20, c1_abs.w
        rsq r16, -r3.z
        texldl r31, v1, s13
        if p0.x
            callnz l743, b6
            rsq r25.zw, r0.w
            exp r4.zw, -r8.y
            break
            m4x3_sat r12.xyz, -r17, c128_abs
        endif
    endloop
endif
min_pp oC0, r4, r4
ret
label l743
add_pp r11, r5, r17
ret
