// case: random/valid/ps_2_x/17 (validate)
// expect: valid
// case: random/assemble/ps_2_x/17 (assemble)
// expect: the tokens of valid-ps_2_x-17.bin
// origin: random seed 1 ps_2_x #17
ps_2_x
dcl_volume s2
def c3, 0.0, -8.565352e-38, 0.5, 5.131299e-12
defi i4, 4, 0, 1, 0
defb b0, true
dcl t7.w
dcl_centroid t5
dcl t2
sub_sat r9, c1, c31
dsx r9.xzw, c1.yywy
dp4 r28, -c1.wzyx, c3
texldd_pp r1, t5, s2, c3, c2
dp2add r1, t5.ywyz, r1.wzxy, r28.z
dsx r13, c0.yzwz
texldb r0, t2, s2
dsy r25, -r28
max r10, r0.wy, c31
crs r13.y, c2, r28
if_ne -c0.w, r13.z
    dp4 r20.xw, c3, c2.xyxw
    m3x4 r20, r0.zxxy, c0
    texldp r9, r20, s2
    dp3 r19, r1, c0.yxzy
    rep i4
        break_ne -c2.x, -r19.x
        dsx_sat r21.zw, -r10
        m3x2 r20.xy, r1, c22
        m3x2 r13.xy, r9.zxwx, c20
        setp_gt p0.z, -r20, t2.xzyz
        exp r8.z, r25.z
        mad r31, r10.zxyw, c3, c1
        break_le c31.x, -r10.w
        texldp r0, r0, s2
        dp4 r22, c3, t5
        lrp r27.xyw, r13, -c0.zyxw, -c0.zywx
        if !p0.z
            break_le r9.w, -r31.z
            if !b13
                break_eq r9.y, -r0.x
                break_eq r0.z, -r10.x
                if_eq c3.z, -c31.x
                    if b0
                        exp r5, r28.z
                        dp4 r23.xy, r20.wxzw, r1.xzzy
                    endif
                endif
            endif
        endif
    endrep
endif
mov oC0, c2
mov oDepth, r1.x
