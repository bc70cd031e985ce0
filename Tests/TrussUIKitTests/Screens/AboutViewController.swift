// swift-format-ignore-file
// Real UIKit layout code from a public project, kept verbatim as a test input (issue 12).
// Repository: bqlin/Apple-Sample-Code (mirror of Apple sample 'AdaptivePhotos: Using UIKit Traits and Size Classes' v4.1)
// Path: AdaptivePhotosUsingUIKitTraitsandSizeClasses/AdaptiveCode/AdaptiveCode/AboutViewController.swift
// Commit: 912374c73b58d9dc1a08f4431c17211546bdcb27
// License: Apple Sample Code License (LICENSE.txt of AdaptivePhotos v4.1, permissive: use/reproduce/modify/redistribute; retain notice if redistributed unmodified) (text in Screens/Licenses/)
// Changes for Linux, and nothing else:
//   - `import UIKit` → `import TrussUIKit`
//   - the sample's Text.txt resource is not in the test bundle, so `Bundle.main.url(forResource:withExtension:)` finds nothing and the body label stays empty, as on iOS without the resource
// ---------------------------------------------------------------------------
/*
Copyright (C) 2016 Apple Inc. All Rights Reserved.
See LICENSE.txt for this sample’s licensing information

Abstract:
A view controller that shows text about this app, using readable margins.
*/

import TrussUIKit

class AboutViewController: UIViewController {
    // MARK: Properties
    
    var headlineLabel: UILabel?
    var label: UILabel?
    
    // MARK: View Controller
    
    override func loadView() {
        let view = UIView()
        view.backgroundColor = UIColor.white
        
        let headlineLabel = UILabel()
        headlineLabel.font = UIFont.preferredFont(forTextStyle: UIFontTextStyle.headline)
        headlineLabel.numberOfLines = 1
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headlineLabel)
        self.headlineLabel = headlineLabel
        
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: UIFontTextStyle.body)
        label.numberOfLines = 0
        
        if let url = Bundle.main.url(forResource: "Text", withExtension: "txt") {
            do {
                var usedEncoding: String.Encoding = .utf8
                let text = try String(contentsOf: url, usedEncoding: &usedEncoding)
                label.text = text
            } catch let error {
                print("Error loading text: \(error)")
            }
        }
        
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        self.label = label
        
        self.view = view
        
        var constraints = [NSLayoutConstraint]()
        
        let viewsAndGuides: [String: AnyObject] = [
            "topLayoutGuide":       topLayoutGuide,
            "bottomLayoutGuide":    bottomLayoutGuide,
            "headlineLabel":        headlineLabel,
            "label":                label
        ]
        
        // Position our labels in the center, respecting the readableContentGuide if it is available
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide]-[headlineLabel]-[label]-[bottomLayoutGuide]|", options: [], metrics: nil, views: viewsAndGuides)
        
        if #available(iOS 9.0, *) {
            // Use `readableContentGuide` on iOS 9.
            let readableContentGuide = view.readableContentGuide
            
            constraints += [
                label.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
                headlineLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
                headlineLabel.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor)
            ]
        }
        else {
            // Fallback on earlier versions.
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "20-[label]-20|", options: [], metrics:nil, views: viewsAndGuides)
            
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "20-[headlineLabel]-20|", options: [], metrics:nil, views: viewsAndGuides)
        }
        
        NSLayoutConstraint.activate(constraints)
        updateLabelsForTraitCollection(traitCollection)
    }
    
    // MARK: Transition
    
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with:coordinator)
        
        updateLabelsForTraitCollection(newCollection)
    }
    
    fileprivate func updateLabelsForTraitCollection(_ collection: UITraitCollection) {
        if collection.horizontalSizeClass == .regular {
            headlineLabel?.text = "Regular Width"
        }
        else {
            headlineLabel?.text = "Compact Width"
        }
    }
}
