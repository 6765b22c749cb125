// case: random/valid/ps_3_sw/12 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/12 (assemble)
// expect: the tokens of valid-ps_3_sw-12.bin
// origin: random seed 1 ps_3_sw #12
ps_3_sw
dcl_tangent3 v7.x
defi i11, 3, 3, 1, 0
def c45, 4.0, 1.0, 2.3132349e-23, 0.0
dcl_2d s4
dcl_tangent9_centroid v2
defb b5, true
dcl_color7 v9
dcl_cube s7
defb b8, false
dcl_volume s13
def c46, -2.0, -1.0, 7.4532644e-37, 2.0
defi i44, 4, 3, 2, 0
dcl vFace
log r0, c0.x
m4x4_sat r20, r0, c1550
texldd r13, r0, s7, c3, c0
sub_sat r6.xzw, v9, r13
m4x3_sat r28.xyz, v2.zzwx, c5680
loop aL, i11
    m3x4_pp r22, r20, c3885
    mov r14, r22.zxxy
    frc r1.w, v2.zyzy
    rep i11
        mov r3.yw, r13
        dp4 r6, c1.xzyx, c2.zyz
        rsq r4, v2_abs.x
        rep i44
            break_lt vFace.x, c2.w
            sincos_pp r13.xy, r4.z
            texldp r22, v2, s13
            m3x2 r12.xy, -v9.yyxz, c5028
            callnz l1460, !b0
            sincos r0.y, c2.z
            dsx r22, c0.yzyz
        endrep
    endrep
endloop
mul_sat oC0.yw, r13, c3.ywx
mad oC1, -r20, r0.ywyw, v9
min oC2, c3, c2.w
mad oC3, c3, r13, r20.wzzy
ret
label l1460
rcp r20.w, c2.w
rcp r0, c2.w
rcp r3, r0.y
m3x3 r2.xyz, -v2_abs.zyxw, c7058
crs_sat r0.x, r4_abs, r13_abs
add_pp r2.x, r4.wz, -r13_abs.xzzy
ret
