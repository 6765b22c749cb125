// case: random/valid/ps_2_x/3 (validate)
// expect: valid
// case: random/assemble/ps_2_x/3 (assemble)
// expect: the tokens of valid-ps_2_x-3.bin
// origin: random seed 1 ps_2_x #3
ps_2_x
defi i6, 4, 0, 1, 0
dcl t4
dcl t1.xyz
dcl t2.xzw
defi i4, 1, 2, 1, 0
def c14, -0.5, 4.0, 0.25, 2.0768842e-12
dcl v1.zw
dcl_cube s15
dcl t0
def c0, -1.0, 0.25, -0.5, 2.0
defb b6, true
dcl_2d s7
dcl v0
defb b9, false
if_ne -t4.y, c31.x
    texldp_pp r1, t4, s15
    if_eq t0.z, r1.x
        dsx r16, t0.wzyx
        m3x2_sat r10.xy, -v0.wywz, c6
        sub_pp r9, -t0, -c3
        mad r27.yzw, c0, t1.xyyz, c0
        if !b13
            frc r14, c1.zzzx
            texldd_pp r30, t4, s15, r14, r14
            sincos r19.x, r9.z, c30, c31
            call l3
            setp_eq p0, t0.ywz, -r14
        endif
    endif
endif
mov oC0, c0
mov oC1, c31
mov oC2, c2
mov oC3, c2
ret
label l3
abs_pp r14, -r14
crs r10.z, t0, -r1
mad_sat r28, t4.xwwy, -c3.zxzy, r16.yz
log r9.w, c31.y
crs_pp r26.y, c1, r1
texldp r12, r28, s15
ret
